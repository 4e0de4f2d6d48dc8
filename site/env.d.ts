/** Side-effect stylesheet imports (Vite bundles them into the one stylesheet). */
declare module '*.css';
