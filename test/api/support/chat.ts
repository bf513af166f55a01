// The body the web app sends to POST /api/ai/chat/ (docs/PRODUCT.md's fields), for the api tests that chat.
export const chatBody = (query: string, extra: Record<string, unknown> = {}) => ({
  query,
  history: [],
  session_id: null,
  user_id: 1,
  timezone: 'America/New_York',
  device_locale_info: { locale: 'en-US', timezone: 'America/New_York', is_24h_format: false },
  analyze_my_health: false,
  ...extra,
});
