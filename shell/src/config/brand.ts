/** The product's brand, set at build time with BRAND_NAME (default 'Gigly'); the server uses the same variable. */
export const BRAND_NAME: string = process.env.BRAND_NAME || 'Gigly';
