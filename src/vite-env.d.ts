/// <reference types="vite/client" />

/** The id of this build (vite.config.ts), compared with /builds/latest.json. */
declare const __BUILD_ID__: string;
