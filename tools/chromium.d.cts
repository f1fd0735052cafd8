import type { Browser } from 'playwright-core';

export declare const CHROMIUM_ARGS: string[];
export declare function launchChromium(executablePath?: string): Promise<Browser>;
