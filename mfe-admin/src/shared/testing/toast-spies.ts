import { toast } from '@market/ui';

/**
 * For a test file that checks what a person is told: spies on the success and error toasts
 * before each test and restores them after it. Read `toasts.success` / `toasts.failure` in a test.
 */
export function spyOnToasts() {
  const toasts = {} as { success: jest.SpyInstance; failure: jest.SpyInstance };
  beforeEach(() => {
    toasts.success = jest.spyOn(toast, 'success');
    toasts.failure = jest.spyOn(toast, 'error');
  });
  afterEach(() => jest.restoreAllMocks());
  return toasts;
}
