/** The Bulgarian site's project identifier (spec §7 likes/watchdog `{project}`, spec §6 per-project admin map). */
export const PROJECT_ID = 'uyut-bg';
