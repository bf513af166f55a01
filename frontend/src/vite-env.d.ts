// Types for what Vite handles at build time: stylesheet and asset imports.
/// <reference types="vite/client" />
