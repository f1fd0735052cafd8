module.exports = require('../libs/mf-webpack/jest-preset')(__dirname);
