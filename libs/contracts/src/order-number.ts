/**
 * The short number a person reads and quotes for an order ('#3F2B8C1E'): the first eight hex
 * digits of its id. Tells a buyer's or an admin's rows apart; the full id stays in the detail.
 */
export function shortOrderNumber(id: string): string {
  return `#${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
