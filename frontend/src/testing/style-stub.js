// Stylesheets mean nothing to jsdom: imports of .css resolve here.
module.exports = {};
