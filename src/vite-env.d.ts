/// <reference types="vite/client" />

/** The app's version and build (vite.plugins.ts): saved server answers of another build are dropped. */
declare const __APP_BUILD__: string;
