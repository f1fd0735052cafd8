import { INestApplication } from '@nestjs/common';
import { demoMediaUrl } from '../db/demo-media';
import { UploadsService } from '../uploads/uploads.service';
import { ContentService } from './content.service';
import { demoBlogTranslations } from './content.demo-translations';

const BLOGS: Array<[title: string, description: string, images: string[]]> = [
  [
    'How to brief a designer for the logo you actually want',
    'A good logo starts with a good brief. Describe what your business does, who your customers are and three words you want people to feel when they see your brand. Share logos you like and, just as useful, ones you dislike. Agree on where the logo will be used most (a phone screen, a shop sign, a product label) because that decides how simple it must be. Finally, ask for black-and-white versions early: a logo that works without colour works everywhere.',
    ['blog-1.png', 'graphics-design-1.png'],
  ],
  [
    'WordPress or a custom build: choosing the right website',
    'WordPress powers a large part of the web for good reasons: it is quick to launch, easy to edit and has a plugin for almost everything. A custom build shines when your site is really an application, with accounts, complex data or unusual workflows. Start from what you need to change weekly and who will change it. If the answer is "text and images, by the marketing team", WordPress is usually the better first step.',
    ['blog-2.png', 'programming-tech-1.png'],
  ],
  [
    'Five SEO fixes that pay off in the first month',
    'Not every SEO task takes months. Fix broken internal links and redirect chains, give every important page a unique title and meta description, compress large images, add structured data to products and articles, and submit a clean sitemap. These changes help search engines crawl your site and often move rankings within weeks, while your content work builds up for the long term.',
    ['blog-3.png', 'digital-marketing-1.png'],
  ],
  [
    'Why short explainer videos convert visitors into buyers',
    'Visitors decide in seconds whether to stay. A 60 to 90 second explainer video answers the three questions they have: what is it, is it for me, and what do I do next. Keep one message per video, show the product early, use captions because most people watch without sound, and end with a single clear call to action.',
    ['blog-4.png', 'video-animation-1.png'],
  ],
];

const GALLERY: Array<[title: string, category: string, file: string]> = [
  ['E-commerce storefront redesign', 'programming-tech', 'programming-tech-2.png'],
  ['Bakery logo and packaging', 'graphics-design', 'graphics-design-2.png'],
  ['Festival poster series', 'graphics-design', 'graphics-design-3.png'],
  ['Local SEO campaign dashboard', 'digital-marketing', 'digital-marketing-2.png'],
  ['Product launch explainer', 'video-animation', 'video-animation-2.png'],
  ['Startup pitch deck', 'business', 'business-2.png'],
  ['Travel blog content series', 'writing-translation', 'writing-translation-2.png'],
  ['Fitness app interface', 'programming-tech', 'programming-tech-3.png'],
];

/** Demo blogs and gallery items. Idempotent: blogs by title; gallery only into an empty gallery. */
export async function seedDemoContent(app: INestApplication): Promise<void> {
  const content = app.get(ContentService);
  const uploads = app.get(UploadsService);
  for (const [title, description, files] of BLOGS) {
    const images = await Promise.all(files.map((file) => demoMediaUrl(uploads, file)));
    if (!(await content.blogTitled(title))) {
      await content.createBlog({ title, description, images }, {}, demoBlogTranslations(title));
    }
  }
  if ((await content.countGalleries()) === 0) {
    for (const [imageTitle, category, file] of GALLERY) {
      await content.createGallery({ imageTitle, category, imageUrl: await demoMediaUrl(uploads, file) });
    }
  }
}
