/** The project the likes and watchdog services answer for (spec §7: the Bulgarian site identifier). */
export const PROJECT = 'bg';
