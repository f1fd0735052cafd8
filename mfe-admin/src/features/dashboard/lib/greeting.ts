/** The dashboard greeting by the hour: morning before 12, afternoon before 18, otherwise evening. */
export function greetingFor(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}
