import type { ServiceJson } from '@market/contracts';
import { DEMO_ADMIN, signInThroughForm } from './accounts';
import { newPage } from './browser';
import type { E2e } from './harness';

/**
 * The shop gives a demo service two extras of its basic package and one of premium only (setup
 * through the API as the admin; the admin's form is tested in its remote). Answers the service.
 */
export async function serviceWithExtras(e2e: E2e): Promise<ServiceJson> {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  await signInThroughForm(page, DEMO_ADMIN);
  const service = await page.evaluate(async () => {
    const [first] = (await (await fetch('/api/services')).json()) as ServiceJson[];
    const body = {
      title: first.title,
      category: first.category,
      subCategory: first.subCategory,
      coverImage: first.coverImage,
      otherImages: first.otherImages,
      desc: first.desc,
      shortTitle: first.shortTitle,
      shortDesc: first.shortDesc,
      features: first.features,
      requirements: first.requirements ?? [],
      packages: first.packages,
      extras: [
        { title: 'Source files', price: 20, deliveryDays: 1, revisions: 0, packages: ['basic', 'standard'] },
        { title: 'Express delivery', price: 15, deliveryDays: -1, revisions: 1, packages: ['basic'] },
        { title: 'Brand book', price: 30, deliveryDays: 2, revisions: 0, packages: ['premium'] },
      ],
      extraRevisionPrice: 10,
    };
    const response = await fetch(`/api/services/${first._id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`PUT service: ${response.status} ${await response.text()}`);
    return (await response.json()) as ServiceJson;
  });
  await context.close();
  return service;
}
