-- TOTP secrets are sealed (AES-256-GCM, `v1.` prefix) from this version on. The key lives in the
-- API's configuration (TWO_FACTOR_KEY, or derived from the session key), not in the database, so
-- the API seals the enabled secrets still stored in the clear at each start and whenever it reads
-- one (TwoFactorService.sealPlainSecrets). Setups never enabled are dropped here: their owner
-- starts the setup again and gets a sealed secret.
DELETE FROM "user_totp" WHERE "enabled_at" IS NULL AND "secret" NOT LIKE 'v1.%';
