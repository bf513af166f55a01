// How tall the "Left today" line was last time, kept in this browser (localStorage 'todayLineHeight'), so a returning
// visit keeps its room while it loads and nothing below moves when it arrives; 0 (or nothing) keeps no room, so a
// person with no reminders never sees a gap.
const KEY = 'todayLineHeight';

export function rememberedLineHeight(): number {
  try {
    const height = Number(localStorage.getItem(KEY) ?? 0);
    return Number.isFinite(height) && height > 0 && height < 400 ? height : 0;
  } catch {
    return 0;
  }
}

export function rememberLineHeight(height: number): void {
  try {
    localStorage.setItem(KEY, String(Math.round(height)));
  } catch {
    // Storage refused (private mode, full): the next visit keeps no room.
  }
}
