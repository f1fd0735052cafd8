import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServiceBody } from '@market/contracts';
import { SignedIn, TestApp } from './test-app';

/** The smallest valid PNG (1x1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Puts a file in the app's upload folder, as an upload would, and answers its public URL. */
export function ownUpload(t: TestApp): string {
  const name = `${randomBytes(16).toString('hex')}.png`;
  mkdirSync(t.config.uploadDir, { recursive: true });
  writeFileSync(join(t.config.uploadDir, name), PNG);
  return `${t.config.publicUrl}/uploads/${name}`;
}

export function serviceBody(t: TestApp, overrides: Partial<ServiceBody> = {}): ServiceBody {
  return {
    title: 'I will design a modern minimalist logo for your brand',
    category: 'graphics-design',
    subCategory: 'logo-design',
    coverImage: ownUpload(t),
    otherImages: [ownUpload(t)],
    desc: 'A clean, memorable logo with unlimited concepts until you love it.',
    shortTitle: 'Minimalist logo design',
    shortDesc: 'Modern logo with source files',
    features: ['Vector source files', 'Transparent PNG', 'Social media kit', 'Commercial use'],
    packages: [
      {
        name: 'basic',
        desc: 'One concept',
        deliveryTime: 3,
        revisionNumber: 2,
        regularPrice: 50,
        salePrice: 40,
      },
      {
        name: 'standard',
        desc: 'Three concepts',
        deliveryTime: 5,
        revisionNumber: 5,
        regularPrice: 120,
        salePrice: 0,
      },
      {
        name: 'premium',
        desc: 'Full brand kit',
        deliveryTime: 7,
        revisionNumber: 10,
        regularPrice: 250,
        salePrice: 199.99,
      },
    ],
    ...overrides,
  };
}

/** Creates a blog over HTTP as an admin ("How to brief a designer", one image); answers its id. */
export async function createBlog(t: TestApp, admin: SignedIn): Promise<string> {
  const res = await admin.agent
    .post('/api/blogs')
    .send({
      title: 'How to brief a designer',
      description: 'Start with the audience.\nThen the tone.',
      images: [ownUpload(t)],
    })
    .expect(201);
  return res.body._id as string;
}
