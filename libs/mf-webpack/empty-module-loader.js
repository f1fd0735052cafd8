// Server builds render HTML only: stylesheets are the browser build's business.
module.exports = () => 'export {};';
