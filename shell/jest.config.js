module.exports = require('@market/mf-webpack/jest-preset')(__dirname);
