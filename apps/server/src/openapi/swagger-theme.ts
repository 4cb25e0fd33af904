/**
 * Swagger UI's own colours, darkened where its text falls under WCAG AA contrast (4.5:1):
 * served at /api/docs/theme.css after the viewer's stylesheet. A string here rather than a
 * file beside it, so the bundled server carries it.
 */
export const SWAGGER_THEME = `.swagger-ui .info .title small {
  background: #4a5560;
}
.swagger-ui .info .title small.version-stamp {
  background: #3d6b00;
}
.swagger-ui .info a,
.swagger-ui .info .url {
  color: #1f5f99;
}
.swagger-ui .btn.authorize {
  color: #1d6b44;
  border-color: #1d6b44;
}
.swagger-ui .btn.authorize svg {
  fill: #1d6b44;
}
.swagger-ui .opblock .opblock-summary-method {
  color: #fff;
  text-shadow: none;
}
.swagger-ui .opblock.opblock-get .opblock-summary-method {
  background: #1f5f99;
}
.swagger-ui .opblock.opblock-post .opblock-summary-method {
  background: #1d6b44;
}
.swagger-ui .opblock.opblock-delete .opblock-summary-method {
  background: #b3261e;
}
.swagger-ui .opblock.opblock-put .opblock-summary-method {
  background: #8a4b00;
}
.swagger-ui .opblock.opblock-patch .opblock-summary-method {
  background: #1d6b6b;
}
.swagger-ui .opblock.opblock-head .opblock-summary-method,
.swagger-ui .opblock.opblock-options .opblock-summary-method {
  background: #4a5560;
}
.swagger-ui .json-schema-2020-12-expand-deep-button {
  color: #505050;
}
/* The examples' highlighter writes its colours inline; its red is too dark on the dark panel. */
.swagger-ui .microlight span[style*="211, 99, 99"],
.swagger-ui .microlight span[style*="#d36363"] {
  color: #ff8f8f !important;
}
`;
