// Stylesheets are imported for their side effect; the apps' bundler (Vite) handles them.
declare module '*.css' {}
