/** Static assets bundled by webpack as `asset/resource`: importing one gives its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
