/** A preview of long text: the first `max` characters plus an ellipsis (spec: 100 for blog previews). */
export function truncate(text: string, max = 100): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
