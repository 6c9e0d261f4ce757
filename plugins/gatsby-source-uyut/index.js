// Gatsby requires a main file; the plugin lives in gatsby-node.ts.
