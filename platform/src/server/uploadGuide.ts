// What the OpenAPI document tells a team about uploading a build, with a worked example in plain
// shell, so that a team outside this repository can deploy with curl from the document alone. The
// document's tests run the example as written against a real registry.

/**
 * POSIX shell with openssl and curl (no jq: the JSON is written around base64, which needs no
 * escaping, and registry paths hold only letters, digits, '.', '_', '-' and '/'). The body is
 * streamed into curl: no argument grows with the build, and no file is left behind.
 */
export const DEPLOY_WITH_CURL = `# In the build folder (e.g. dist/). PINBOARD_URL: the site (https://pinboard.example);
# PINBOARD_TOKEN: the area's deploy token; REMOTE: the area (mf_feed); VERSION: package.json's version.
{
  printf '{"remote":"%s","packageVersion":"%s","files":[' "$REMOTE" "$VERSION"
  sep=
  for file in $(find . -type f \\( -name '*.js' -o -name '*.json' -o -name '*.css' \\) | sed 's|^\\./||' | sort); do
    printf '%s{"path":"%s","integrity":"sha384-%s","contentBase64":"' "$sep" "$file" \\
      "$(openssl dgst -sha384 -binary "$file" | openssl base64 -A)"
    openssl base64 -A -in "$file"
    printf '"}'
    sep=,
  done
  printf ']}'
} | curl --fail-with-body -H "Authorization: Bearer $PINBOARD_TOKEN" -H 'Content-Type: application/json' \\
  --data-binary @- "$PINBOARD_URL/_platform/versions"`;

export interface UploadLimits {
  maxFiles: number;
  maxBuildBytes: number;
  /** The route's own body limit: a larger request is answered 413 before it is read. */
  bodyLimit: number;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB (${bytes} bytes)`;

/** The upload operation's description (CommonMark, as OpenAPI reads it). */
export function uploadDescription(limits: UploadLimits): string {
  return `Registers a build of an area as a new version, \`remote@packageVersion+buildId\`, where the build id is taken from the files' bytes. A deploy serves nobody yet: route it with \`POST /_platform/routing/{remote}\`.

**What to send**: JSON, \`Content-Type: application/json\`, with \`Authorization: Bearer <token>\` (the area's deploy token, or a platform token).

- \`files\` are the build folder's served files: every \`.js\`, \`.json\` and \`.css\` file under the folder the build wrote (e.g. \`dist/\`), subfolders included; no source maps (\`.map\`) and nothing else. \`mf-manifest.json\` and \`remoteEntry.js\` must be among them: the registry reads the build's contracts version, shared ranges and budget from the manifest, and holds the build to its deploy gate.
- \`path\`: the file's path relative to that folder, with \`/\` between folders (\`remoteEntry.js\`, \`server/render.js\`).
- \`integrity\`: \`sha384-\` followed by the base64 of the SHA-384 digest of the file's bytes, as in Subresource Integrity (\`openssl dgst -sha384 -binary FILE | openssl base64 -A\`).
- \`contentBase64\`: the file's bytes in base64 (standard alphabet, with padding).

**Limits**: 1 to ${limits.maxFiles} files; at most ${megabytes(limits.maxBuildBytes)} of files in all (before base64); a request body of at most ${megabytes(limits.bodyLimit)}, above which the answer is 413.

**Versions are immutable**: the same files under the same package version again are answered 409. Change the code, or bump \`version\` in package.json, and deploy again.

**Refusals** are \`{ "error": "…", "details": ["…"] }\`: \`error\` names the fix; a build the deploy gate refuses (422) lists each reason in \`details\`.

**Example** (POSIX shell, openssl and curl):

\`\`\`sh
${DEPLOY_WITH_CURL}
\`\`\`

The answer (201) says the version registered and its size against its budget, e.g. \`{"remote":"mf_feed","version":"1.4.0+4f2a9c01de","files":12,"initialBytes":10873,"budgetBytes":26624,"report":["…"]}\`.`;
}
