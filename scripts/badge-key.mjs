#!/usr/bin/env node
// Prints a new Ed25519 badge signing key as BADGE_SIGNING_KEY wants it (production requires one):
//   BADGE_SIGNING_KEY="$(node scripts/badge-key.mjs)"
// Keep it secret and stable: badges issued with it verify only while its public key is published. When you rotate,
// move the old public key to BADGE_RETIRED_KEYS so earlier badges still verify.
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';

const pair = await Ed25519Multikey.generate();
const key = await pair.export({ publicKey: true, secretKey: true, includeContext: false });
console.log(JSON.stringify({ publicKeyMultibase: key.publicKeyMultibase, secretKeyMultibase: key.secretKeyMultibase }));
