import { INestApplication } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { demoMediaUrl } from '../db/demo-media';
import { CatalogService } from './catalog.service';
import { ServiceInputDto } from './dto/service.dto';

type Demo = [
  category: string,
  subCategory: string,
  title: string,
  shortTitle: string,
  shortDesc: string,
  desc: string,
  features: string[],
  prices: [number, number, number],
  sales: [number, number, number],
  days: [number, number, number],
];

/** Three services in every category: what a visitor of a fresh install browses. */
export const DEMO_SERVICES: Demo[] = [
  ['programming-tech', 'wordpress', 'I will build a fast, responsive WordPress website', 'WordPress website', 'A fast, SEO-ready WordPress site built on a clean theme.', 'I build WordPress websites that load quickly and are easy for you to edit. You get a responsive theme set up to your brand, essential plugins configured, contact forms, basic on-page SEO and a short video on how to update your pages.', ['Responsive design', 'Speed optimisation', 'Contact form', 'Training video'], [150, 400, 900], [120, 0, 750], [3, 7, 14]],
  ['programming-tech', 'mobile-app-development', 'I will develop a cross-platform mobile app in React Native', 'React Native app', 'iOS and Android from one codebase, ready for the stores.', 'From a clickable prototype to a published app: I develop cross-platform apps in React Native with a clean architecture, API integration, push notifications and store submission support for both iOS and Android.', ['iOS and Android', 'API integration', 'Push notifications', 'Store submission'], [500, 1500, 3500], [0, 1200, 0], [7, 21, 45]],
  ['programming-tech', 'cyber-security', 'I will run a security audit of your web application', 'Web security audit', 'OWASP Top 10 review with a clear, prioritised report.', 'I test your web application against the OWASP Top 10: injection, broken access control, misconfiguration and more. You receive a prioritised report with proof of each finding and concrete fixes your developers can apply.', ['OWASP Top 10 checks', 'Prioritised report', 'Fix recommendations', 'Retest of fixes'], [250, 600, 1400], [0, 0, 1100], [4, 7, 12]],
  ['graphics-design', 'logo-design', 'I will design a modern minimalist logo for your brand', 'Minimalist logo design', 'A memorable, timeless logo with all source files.', 'A logo is the face of your business. I design modern minimalist logos that work at every size, from a favicon to a billboard. Every package includes vector source files and a transparent PNG.', ['Vector source files', 'Transparent PNG', 'Social media kit', 'Commercial use rights'], [50, 120, 250], [40, 0, 199], [2, 4, 7]],
  ['graphics-design', 'brand-style-guides', 'I will create a complete brand style guide', 'Brand style guide', 'Colours, typography and usage rules in one clear guide.', 'Keep your brand consistent everywhere. I create a brand style guide covering your logo usage, colour palette, typography, imagery and tone, delivered as a polished PDF your team and partners can follow.', ['Colour palette', 'Typography system', 'Logo usage rules', 'Print-ready PDF'], [180, 350, 700], [0, 299, 0], [5, 8, 14]],
  ['graphics-design', 'social-media-design', 'I will design eye-catching social media posts', 'Social media posts', 'Scroll-stopping post designs for Instagram, Facebook and LinkedIn.', 'Stand out in the feed with on-brand post designs. I design carousels, stories and single posts sized for every platform, with editable templates so you can keep posting in the same style.', ['All platform sizes', 'Editable templates', 'Carousel designs', 'Story formats'], [40, 90, 180], [35, 0, 0], [2, 3, 5]],
  ['digital-marketing', 'search-engine-optimization', 'I will do a technical SEO audit and on-page optimisation', 'Technical SEO audit', 'Find and fix what keeps your site off the first page.', 'I audit crawlability, indexing, site speed, structured data and content gaps, then optimise your key pages. You get a clear action plan and before/after rankings for your target keywords.', ['Full site crawl', 'Keyword research', 'On-page fixes', 'Ranking report'], [120, 300, 650], [99, 0, 0], [3, 7, 14]],
  ['digital-marketing', 'social-media-marketing', 'I will manage your social media marketing for a month', 'Social media management', 'Planning, posting and engagement on your channels.', 'A month of done-for-you social media: content calendar, daily posting, community replies and a monthly performance report with recommendations for the next month.', ['Content calendar', 'Daily posting', 'Community replies', 'Monthly report'], [300, 600, 1200], [0, 0, 990], [30, 30, 30]],
  ['digital-marketing', 'marketing-strategy', 'I will create a digital marketing strategy for your business', 'Marketing strategy', 'A practical plan for channels, budget and growth.', 'I analyse your market, audience and competitors, then build a 90-day digital marketing strategy with channel priorities, budget allocation, KPIs and a week-by-week action plan.', ['Competitor analysis', 'Audience personas', 'Channel plan', '90-day roadmap'], [200, 450, 900], [0, 399, 0], [5, 10, 14]],
  ['video-animation', 'video-editing', 'I will professionally edit your YouTube videos', 'YouTube video editing', 'Engaging cuts, captions and colour for your channel.', 'Send me your raw footage and get back a polished video: tight cuts, colour correction, sound clean-up, captions, b-roll and an eye-catching thumbnail, ready for YouTube.', ['Colour correction', 'Captions', 'Sound clean-up', 'Thumbnail included'], [60, 150, 300], [50, 0, 249], [2, 4, 6]],
  ['video-animation', '2d-animation', 'I will create a 2D animated explainer video', '2D explainer video', 'Explain your product in 60 seconds with custom animation.', 'A custom 2D animated explainer video with script, voice-over, illustrations and music. Perfect for landing pages, pitches and social ads.', ['Script writing', 'Professional voice-over', 'Custom illustrations', 'Background music'], [250, 600, 1200], [0, 499, 0], [7, 14, 21]],
  ['video-animation', 'animated-logos', 'I will animate your logo with a smooth intro', 'Logo animation', 'A short animated logo intro for videos and socials.', 'Bring your brand to life with a clean logo animation: a 5 to 10 second intro with sound effects, delivered in 4K and in formats for YouTube, Instagram and your website.', ['4K export', 'Sound effects', 'Transparent version', 'Social formats'], [45, 95, 180], [0, 0, 150], [2, 3, 5]],
  ['business', 'business-plan', 'I will write an investor-ready business plan', 'Business plan', 'A clear, funded-ready plan with financial projections.', 'I write business plans that investors and banks read to the end: executive summary, market analysis, operations, marketing plan and three-year financial projections in an editable spreadsheet.', ['Market analysis', 'Financial projections', 'Pitch summary', 'Editable files'], [300, 700, 1500], [250, 0, 0], [5, 10, 15]],
  ['business', 'virtual-assistant', 'I will be your reliable virtual assistant', 'Virtual assistant', 'Email, calendar and admin tasks handled for you.', 'Free your time: I handle inbox management, scheduling, data entry, research and customer follow-ups, with a daily summary of what was done.', ['Inbox management', 'Calendar scheduling', 'Data entry', 'Daily summary'], [30, 120, 400], [0, 99, 0], [1, 5, 20]],
  ['business', 'market-research', 'I will do in-depth market research for your product', 'Market research', 'Competitors, customers and market size, in one report.', 'Know your market before you invest. I research competitors, customer needs and market size, and deliver a structured report with charts and clear recommendations.', ['Competitor overview', 'Customer insights', 'Market sizing', 'Recommendations'], [150, 350, 800], [0, 0, 650], [4, 7, 14]],
  ['writing-translation', 'blog-writing', 'I will write SEO-friendly blog posts that engage readers', 'SEO blog posts', 'Researched, original articles that rank and convert.', 'Well-researched, original blog posts written for your audience and optimised for search: keyword placement, headings, meta description and internal link suggestions included.', ['Keyword research', 'Meta description', 'Original content', 'Two revisions'], [40, 100, 220], [35, 0, 0], [2, 4, 7]],
  ['writing-translation', 'translation', 'I will translate your documents between English and Spanish', 'English Spanish translation', 'Accurate, natural translation by a native speaker.', 'Professional translation of documents, websites and apps between English and Spanish, proofread for tone and terminology, keeping your formatting intact.', ['Native speaker', 'Proofreading included', 'Formatting kept', 'Glossary on request'], [25, 80, 200], [0, 69, 0], [1, 3, 7]],
  ['writing-translation', 'copywriting', 'I will write persuasive website copy that converts', 'Website copywriting', 'Clear, persuasive copy for your home and landing pages.', 'Turn visitors into customers with copy that speaks to their needs: headlines, value propositions, features and calls to action written in your brand voice.', ['Brand voice', 'Headline options', 'Calls to action', 'SEO friendly'], [80, 200, 450], [0, 0, 399], [3, 5, 10]],
];

const PACKAGE_TEXT = [
  'The essentials, done well.',
  'Everything in Basic, with more scope and revisions.',
  'The complete package with priority delivery and support.',
];

/** Demo services, owned by the demo admin. Idempotent: a title that exists is skipped. */
export async function seedDemoServices(app: INestApplication, adminId: string): Promise<void> {
  const catalog = app.get(CatalogService);
  const config = app.get<AppConfig>(APP_CONFIG);
  const counters: Record<string, number> = {};
  const inputs: Array<{ input: ServiceInputDto; sellerId: string }> = [];
  for (const [category, subCategory, title, shortTitle, shortDesc, desc, features, prices, sales, days] of DEMO_SERVICES) {
    counters[category] = (counters[category] ?? 0) + 1;
    const cover = demoMediaUrl(config, `${category}-${counters[category]}.png`);
    if (await catalog.titleExists(title)) continue;
    const other = demoMediaUrl(config, `${category}-${(counters[category] % 3) + 1}.png`);
    inputs.push({
      sellerId: adminId,
      input: {
        title,
        category,
        subCategory,
        coverImage: cover,
        otherImages: [other],
        desc,
        shortTitle,
        shortDesc,
        features,
        packages: (['basic', 'standard', 'premium'] as const).map((name, i) => ({
          name,
          desc: PACKAGE_TEXT[i],
          deliveryTime: days[i],
          revisionNumber: [1, 3, 10][i],
          regularPrice: prices[i],
          salePrice: sales[i],
        })),
      },
    });
  }
  await catalog.insertMany(inputs);
}
