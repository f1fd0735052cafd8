/** The shop's invoicing settings as an admin fills them in: 20 % VAT inside the prices. */
export const INVOICING_SETTINGS = {
  legalName: 'Pixel Forge Ltd',
  address: '1 Market Street, Dublin',
  vatId: 'IE1234567X',
  taxRatePercent: 20,
  pricesIncludeTax: true,
  invoicePrefix: 'INV',
  footer: 'Thank you for your business',
};

/** The amounts on the invoice of a 40-dollar order with 20 % VAT inside the price. */
export const INVOICE_AMOUNTS_OF_40 = {
  net: 33.33,
  tax: 6.67,
  total: 40,
  taxRatePercent: 20,
  pricesIncludeTax: true,
  currency: 'usd',
};
