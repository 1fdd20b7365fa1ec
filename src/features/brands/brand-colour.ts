/** A brand's colour from the server, used only when it is a plain hex colour (it goes into a style). */
export function brandColour(colour: string, fallback = '#0f7b6c'): string {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour) ? colour : fallback;
}
