-- The identity service keeps its own database beside the API's (docs/deploy.md).
CREATE DATABASE identity;
