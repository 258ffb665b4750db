// Mantine's PostCSS preset (rem(), light-dark(), smaller-than mixins) plus its breakpoint variables for CSS modules.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
        // The public site's sticky header: the layout sizes it, the viewer's find bar sticks under it.
        'site-header-height': '64px',
      },
    },
  },
};
