// React Router's build manifest, a virtual module of its Vite plugin (server build only).
declare module 'virtual:react-router/server-manifest' {
  const manifest: {
    routes: Record<
      string,
      { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] }
    >;
  };
  export default manifest;
}
