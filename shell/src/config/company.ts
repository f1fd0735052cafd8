import { BRAND_NAME } from './brand';

/** Company facts shown in the footer and the static pages. */
export const COMPANY = {
  legalName: `${BRAND_NAME} Digital Services LLC`,
  supportEmail: 'support@gigly.example',
  phone: '+1 (415) 555-0142',
  phoneHref: 'tel:+14155550142',
  address: '548 Market Street, Suite 300, San Francisco, CA 94104, USA',
  founded: 2018,
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'X', href: 'https://x.com/' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
  ],
} as const;
