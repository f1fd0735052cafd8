/** webpack's asset/resource: importing a PNG gives its URL. */
declare module '*.png' {
  const url: string;
  export default url;
}
