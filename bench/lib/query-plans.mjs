/** The scan nodes and time of the catalogue's two main queries (EXPLAIN ANALYZE), on either database. */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * The SQL the catalogue repository runs for the first page of a category and of a relevance
 * search (catalog.repository.ts `list` and `rankedPage`, 24 per page); keep them in step.
 */
function planQueries(category, word) {
  if (!/^[a-z0-9-]+$/.test(category) || !/^[a-z0-9]+$/.test(word)) throw new Error('plan: unexpected term');
  const packages = (service) => `(
    SELECT coalesce(json_agg(json_build_object('name', p.name) ORDER BY p.position), '[]'::json)
    FROM service_packages p WHERE p.service_id = ${service}.id)`;
  return [
    [
      `category listing (${category})`,
      `SELECT id, title, ${packages('services')} FROM services WHERE category = '${category}'
       ORDER BY created_at DESC NULLS LAST, id LIMIT 24`,
    ],
    [
      `search "${word}"`,
      `WITH candidates AS (
         SELECT id, ts_rank(search, to_tsquery('english', '${word}'), 1) AS rank, created_at
         FROM services WHERE search @@ to_tsquery('english', '${word}') LIMIT 1001
       ), ranked AS (
         SELECT * FROM candidates ORDER BY rank DESC, created_at DESC NULLS LAST, id LIMIT 24
       )
       SELECT services.id, services.title, ${packages('services')}, (SELECT count(*) FROM candidates)
       FROM ranked JOIN services ON services.id = ranked.id
       ORDER BY ranked.rank DESC, ranked.created_at DESC NULLS LAST, ranked.id`,
    ],
  ];
}

/** EXPLAIN ANALYZE of each query, kept to its scan nodes (which index, or a sequential scan) and its time. */
async function queryPlans(query, category, word) {
  const plans = [];
  // The settings the repository runs its search statements with (CatalogRepository.searching).
  await query('SET enable_seqscan = off');
  await query('SET jit = off');
  for (const [label, sql] of planQueries(category, word)) {
    const lines = (await query(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`)).map((row) => row['QUERY PLAN']);
    plans.push({
      query: label,
      scans: lines
        .filter((line) => /\b(Seq|Index|Index Only|Bitmap Heap|Bitmap Index) Scan\b/.test(line))
        .map((line) => line.replace(/^\s*(->\s*)?/, '').replace(/\s+\(actual .*\)$/, '')),
      executionMs: Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1]),
    });
  }
  return plans;
}

export async function postgresPlans(databaseUrl, category, word) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await queryPlans(async (sql) => (await client.query(sql)).rows, category, word);
  } finally {
    await client.end();
  }
}

/** Opens the embedded database's folder itself, so only once its server has stopped. */
export async function pglitePlans(dataDir, category, word) {
  const db = await PGlite.create(join(dataDir, 'pg'), { extensions: { pg_trgm } });
  try {
    return await queryPlans(async (sql) => (await db.query(sql)).rows, category, word);
  } finally {
    await db.close();
  }
}
