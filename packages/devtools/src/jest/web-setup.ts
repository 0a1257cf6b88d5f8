import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 expects the encoders that jsdom leaves out.
Object.assign(globalThis, { TextEncoder, TextDecoder });
