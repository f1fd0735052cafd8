import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  CATEGORY_NAMES,
  CATEGORY_SLUGS,
  CategorySlug,
  SUBCATEGORY_SLUGS,
  subcategoryName,
} from '@market/contracts';
import { sql } from 'drizzle-orm';
import { AuditRepository } from '../audit/audit.repository';
import { AuditService } from '../audit/audit.service';
import { CatalogRepository } from '../catalog/catalog.repository';
import { CatalogCaches } from '../catalog/catalog-caches';
import { CatalogSearch } from '../catalog/catalog-search.service';
import { CatalogService } from '../catalog/catalog.service';
import { ServiceInputDto } from '../catalog/dto/service.dto';
import { loadConfig } from '../config/app-config';
import { createStorage } from '../uploads/uploads.module';
import { UploadsRepository } from '../uploads/uploads.repository';
import { UploadsService } from '../uploads/uploads.service';
import { appTables } from '../app.tables';
import { openDatabase } from '../db/database';

/**
 * Fills a database with many services (with packages and reviews) for benchmarks:
 *   npm run seed:bench -- --services 100000 [--batch 1000] [--reviews 3]
 * Uses DATABASE_URL, else the PGlite folder of DATA_DIR. Text is generated from a realistic
 * vocabulary (category terms, common marketplace words and a long tail of names), so search
 * benchmarks see a skewed word frequency, not a tiny uniform vocabulary.
 */

const ADJECTIVES = [
  'professional',
  'modern',
  'minimalist',
  'custom',
  'responsive',
  'creative',
  'unique',
  'fast',
  'clean',
  'elegant',
  'engaging',
  'high quality',
  'affordable',
  'premium',
  'stunning',
  'effective',
  'complete',
  'detailed',
  'reliable',
  'scalable',
  'secure',
  'optimized',
  'eye-catching',
  'memorable',
  'original',
  'expert',
  'strategic',
  'data-driven',
  'mobile friendly',
  'user friendly',
  'beautiful',
  'bold',
  'simple',
  'powerful',
  'flexible',
  'polished',
  'vibrant',
];
const VERBS = [
  'design',
  'build',
  'create',
  'develop',
  'write',
  'edit',
  'optimize',
  'fix',
  'set up',
  'manage',
  'animate',
  'translate',
  'redesign',
  'audit',
  'produce',
  'launch',
  'customize',
  'illustrate',
  'plan',
  'research',
  'improve',
  'migrate',
];
const TARGETS = [
  'your business',
  'your startup',
  'your brand',
  'your online store',
  'your company',
  'your website',
  'your app',
  'your product launch',
  'your agency',
  'your restaurant',
  'your podcast',
  'your YouTube channel',
  'your shop',
  'your nonprofit',
  'your clinic',
  'your real estate business',
  'your SaaS',
  'your personal brand',
  'your event',
];
const TOPIC_WORDS: Record<CategorySlug, string[]> = {
  'programming-tech': [
    'website',
    'web app',
    'landing page',
    'plugin',
    'theme',
    'API',
    'database',
    'backend',
    'frontend',
    'React',
    'Node.js',
    'Laravel',
    'Django',
    'bug fixes',
    'hosting',
    'server',
    'checkout',
    'payment gateway',
    'dashboard',
    'mobile app',
    'Flutter',
    'Kotlin',
    'Swift',
    'cloud deployment',
    'Docker',
    'firewall',
    'penetration test',
    'SSL',
    'migration',
    'automation script',
  ],
  'graphics-design': [
    'logo',
    'brand identity',
    'business card',
    'flyer',
    'poster',
    'banner',
    'illustration',
    'icon set',
    'packaging',
    'label',
    'book cover',
    'album cover',
    'infographic',
    'presentation',
    'mockup',
    'typography',
    'color palette',
    'style guide',
    'UI design',
    'UX wireframe',
    'Figma prototype',
    'mascot',
    'vector art',
    'thumbnail',
    't-shirt design',
    'pattern',
    'menu design',
    'sticker',
    'brochure',
  ],
  'digital-marketing': [
    'SEO',
    'keyword research',
    'backlinks',
    'Google Ads',
    'Facebook ads',
    'Instagram growth',
    'TikTok marketing',
    'email campaign',
    'newsletter',
    'content strategy',
    'social media plan',
    'influencer outreach',
    'conversion rate',
    'Google Analytics',
    'tracking setup',
    'local SEO',
    'Google Business Profile',
    'ecommerce marketing',
    'affiliate program',
    'lead funnel',
    'retargeting',
    'PPC campaign',
    'brand awareness',
    'competitor analysis',
  ],
  'video-animation': [
    'video editing',
    'YouTube video',
    'intro',
    'outro',
    'explainer video',
    'whiteboard animation',
    'motion graphics',
    '2D animation',
    '3D animation',
    'character animation',
    'logo animation',
    'subtitles',
    'captions',
    'color grading',
    'sound design',
    'promo video',
    'product video',
    'reels',
    'shorts',
    'slideshow',
    'lyric video',
    'visual effects',
    'transitions',
    'trailer',
  ],
  business: [
    'business plan',
    'pitch deck',
    'financial model',
    'market research',
    'competitor research',
    'virtual assistance',
    'data entry',
    'lead generation',
    'cold calling',
    'customer support',
    'project management',
    'CRM setup',
    'sales strategy',
    'Shopify store management',
    'Amazon listings',
    'bookkeeping',
    'HR policies',
    'business consulting',
    'startup advice',
    'operations plan',
    'email management',
    'appointment setting',
  ],
  'writing-translation': [
    'blog post',
    'article',
    'website content',
    'product description',
    'copywriting',
    'sales page',
    'press release',
    'ebook',
    'ghostwriting',
    'proofreading',
    'editing',
    'translation',
    'transcription',
    'localization',
    'resume',
    'cover letter',
    'speech',
    'script',
    'newsletter',
    'case study',
    'white paper',
    'technical writing',
    'SEO content',
    'grant proposal',
  ],
};
const SENTENCES = [
  'I will {verb} a {adj} {topic} tailored to {target}.',
  'You get a {adj} result with clear communication from start to finish.',
  'With years of experience in {sub}, I know what works for {target}.',
  'Every order includes {topic} and {topic2}, delivered on time.',
  'My process is simple: we discuss your goals, I share a first draft, and we refine it together.',
  'I focus on {adj} work that helps {target} stand out from the competition.',
  'Clients like {name} and {name2} trust me with their {topic}.',
  'Please message me before ordering so we can agree on the details of your {topic}.',
  'All files are yours, with full commercial rights and source files where relevant.',
  'Need something bigger? I also offer {topic2} and ongoing support for {target}.',
  'I use the best tools for {sub} to keep quality high and turnaround fast.',
  'Satisfaction guaranteed: revisions are included until the {topic} is exactly right.',
];
const FEATURES = [
  'Source files included',
  'Commercial use',
  'Unlimited revisions',
  'Fast delivery',
  'Responsive design',
  'SEO friendly',
  'Detailed report',
  'Priority support',
  'High resolution',
  'Editable templates',
  'Money-back guarantee',
  'Weekly updates',
  'Native speaker',
  'Proofreading included',
  'Analytics setup',
  'Mobile optimized',
  'Royalty-free music',
  'Voice-over',
];
const SYLLABLES = [
  'va',
  'lo',
  'mi',
  'ra',
  'te',
  'quin',
  'zor',
  'bel',
  'no',
  'ka',
  'dri',
  'sol',
  'mar',
  'vex',
  'ly',
  'tor',
  'an',
  'sen',
  'ul',
  'pra',
  'gen',
  'fi',
  'do',
  'rux',
];

function makeRandom(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

function generator(seed: number) {
  const random = makeRandom(seed);
  // Skewed choice: early entries are much more frequent, like real word use.
  const pick = <T>(list: readonly T[]): T => list[Math.floor(list.length * random() ** 2)];
  const name = () => {
    const n = 2 + Math.floor(random() * 2);
    let word = '';
    for (let i = 0; i < n; i++) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    return word.charAt(0).toUpperCase() + word.slice(1);
  };
  return (i: number, cover: string): ServiceInputDto => {
    const category = CATEGORY_SLUGS[i % CATEGORY_SLUGS.length];
    const subCategory = pick(SUBCATEGORY_SLUGS[category]);
    const sub = subcategoryName(subCategory).toLowerCase();
    const topics = TOPIC_WORDS[category];
    const fill = (template: string) =>
      template
        .replace('{verb}', pick(VERBS))
        .replace('{adj}', pick(ADJECTIVES))
        .replace('{topic2}', pick(topics))
        .replace('{topic}', pick(topics))
        .replace('{target}', pick(TARGETS))
        .replace('{sub}', sub)
        .replace('{name2}', name())
        .replace('{name}', name());
    const title = fill(`I will {verb} a {adj} {topic} for {target}`);
    const desc = Array.from({ length: 5 + Math.floor(random() * 4) }, () => fill(pick(SENTENCES))).join(' ');
    const base = 5 + Math.floor(random() * 60) * 5;
    const onSale = random() < 0.3;
    return {
      title,
      category,
      subCategory,
      coverImage: cover,
      otherImages: [],
      desc,
      shortTitle: `${subcategoryName(subCategory)} by ${name()}`,
      shortDesc: fill('{adj} {topic} for {target}'),
      features: [pick(FEATURES), pick(FEATURES), pick(FEATURES), pick(FEATURES)],
      packages: (['basic', 'standard', 'premium'] as const).map((packageName, n) => {
        const regularPrice = base * (1 + n * 1.5);
        return {
          name: packageName,
          desc: `${CATEGORY_NAMES[category]} ${packageName} package: ${fill('{topic} with {topic2}')}`,
          deliveryTime: 1 + n * 3 + Math.floor(random() * 5),
          revisionNumber: n * 2 + 1,
          regularPrice,
          salePrice: onSale ? Math.round(regularPrice * 0.8) : 0,
        };
      }),
    };
  };
}

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

async function main() {
  const total = argument('services', 10_000);
  const batch = Math.max(1, Math.min(argument('batch', 1000), 2000));
  const reviewsMax = argument('reviews', 3);
  const hits = argument('hits', 0);
  const config = loadConfig({ ...process.env, DEMO_DATA: 'false' });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pg'),
    tables: appTables,
  });
  const catalogRepo = new CatalogRepository(database.db, database.searchDb);
  const catalog = new CatalogService(
    catalogRepo,
    new CatalogCaches(),
    new CatalogSearch(catalogRepo),
    new UploadsService(config, createStorage(config), new UploadsRepository(database.db)),
    new AuditService(new AuditRepository(database.db), config),
  );
  const [admin] = (
    await database.db.execute<{ id: string }>(
      sql`select id from users where is_admin order by created_at limit 1`,
    )
  ).rows;
  const sellerId = admin?.id ?? randomUUID();
  const make = generator(total + Date.now());
  const cover = '/uploads/bench-cover.png';
  const started = Date.now();
  for (let done = 0; done < total; done += batch) {
    const size = Math.min(batch, total - done);
    const inputs = Array.from({ length: size }, (_, n) => ({ input: make(done + n, cover), sellerId }));
    const rows = await catalog.insertMany(inputs, { trustMedia: true });
    if (reviewsMax > 0)
      await addReviews(
        database.db,
        rows.map((r) => r.id),
        reviewsMax,
      );
    process.stdout.write(
      `\r${done + size} / ${total} services (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }
  // Fresh statistics so the planner picks the indexes straight away, and a visibility map so
  // counts can be answered from the indexes alone (autovacuum would do both, later).
  if (hits > 0) await addAnalytics(database.db, hits, 90);
  for (const table of [
    'services',
    'service_translations',
    'service_packages',
    'search_words',
    'reviews',
    ...ANALYTICS_TABLES,
  ]) {
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  process.stdout.write(`\nDone in ${Math.round((Date.now() - started) / 1000)} s on ${database.kind}.\n`);
  await database.close();
}

/**
 * Bench-only: 0..max reviews per service straight into the reviews table (the reviews code
 * writes them one by one with a lock, far too slow for 100,000 services), then the services'
 * review figures recomputed from them.
 */
async function addReviews(db: Awaited<ReturnType<typeof openDatabase>>['db'], ids: string[], max: number) {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    insert into reviews (service_id, user_id, username, country, star, description, created_at)
    select s.id, gen_random_uuid(), 'buyer' || (1 + floor(random() * 5000))::int, 'Canada',
           3 + floor(random() * 3)::int, 'Great work, clear communication and delivered on time.',
           now() - random() * interval '300 days'
    from unnest(array[${list}]::uuid[]) as s(id)
    cross join lateral generate_series(1, floor(random() * ${max + 1})::int) as g(n)`);
  await db.execute(sql`
    update services s set average_stars = r.avg, star_number = r.n
    from (select service_id, round(avg(star)::numeric, 2) as avg, count(*)::int as n
          from reviews where service_id in (${list}) group by service_id) r
    where s.id = r.service_id`);
}

void main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

const ANALYTICS_TABLES = [
  'analytics_hits',
  'analytics_days',
  'analytics_service_days',
  'analytics_source_days',
];

/**
 * Bench-only: `total` raw hits spread over the last `days` days (a visitor makes about five, a
 * service page is a third of them, one service view in fifty ends in an order), written by
 * PostgreSQL itself (generate_series) a day at a time, then the rollups made from them the way the
 * counter adds to them: the figures the analytics endpoints read at scale.
 */
async function addAnalytics(db: Awaited<ReturnType<typeof openDatabase>>['db'], total: number, days: number) {
  const perDay = Math.ceil(total / days);
  const started = Date.now();
  await db.execute(sql`create temporary table bench_services as
    select id, (row_number() over (order by id))::int as n from services`);
  const [{ count }] = (
    await db.execute<{ count: number }>(sql`select count(*)::int as count from bench_services`)
  ).rows;
  if (count === 0) return;
  for (let d = 0; d < days; d += 1) {
    await db.execute(sql`
      insert into analytics_hits (at, day, visitor, path, service_id, referrer, utm_source, utm_medium, utm_campaign)
      select now() - make_interval(days => ${d}::int) - make_interval(secs => g % 86400),
             (current_date - ${d}::int)::date,
             md5(${String(d)} || ':' || (g / 5)::text),
             case when g % 3 = 0 then '/logo-design/' || s.id else '/services' end,
             case when g % 3 = 0 then s.id end,
             (array['', 'google.com', 'bing.com', 'facebook.com', 'news.ycombinator.com'])[1 + (g / 5) % 5],
             case when (g / 5) % 7 = 0 then 'newsletter' else '' end,
             case when (g / 5) % 7 = 0 then 'email' else '' end,
             case when (g / 5) % 7 = 0 then 'spring' else '' end
        from generate_series(1, ${perDay}::int) g
        join bench_services s on s.n = 1 + (g * 7919::bigint) % ${count}::int`);
    process.stdout.write(
      `\r${(d + 1) * perDay} / ${total} hits (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }
  await db.execute(sql`
    insert into analytics_days (day, visitors, page_views, service_views, checkouts, orders, completed, gross_cents, tax_cents)
    select day, count(distinct visitor), count(*), count(service_id), count(service_id) / 20, count(service_id) / 50,
           count(service_id) / 60, (count(service_id) / 50) * 4000, (count(service_id) / 50) * 667
      from analytics_hits group by day
    on conflict (day) do nothing`);
  await db.execute(sql`
    insert into analytics_service_days (day, service_id, views, checkouts, orders, completed, gross_cents)
    select day, service_id, count(*), count(*) / 20, count(*) / 50, count(*) / 60, (count(*) / 50) * 4000
      from analytics_hits where service_id is not null group by day, service_id
    on conflict (day, service_id) do nothing`);
  await db.execute(sql`
    insert into analytics_source_days (day, referrer, utm_source, utm_medium, utm_campaign, visitors, page_views, orders)
    select day, referrer, utm_source, utm_medium, utm_campaign, count(distinct visitor), count(*), count(*) / 250
      from analytics_hits group by day, referrer, utm_source, utm_medium, utm_campaign
    on conflict do nothing`);
  process.stdout.write(
    `\nanalytics: ${total} hits and their rollups in ${Math.round((Date.now() - started) / 1000)} s\n`,
  );
}
