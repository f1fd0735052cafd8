module.exports = require('../mf-webpack/jest-preset')(__dirname);
