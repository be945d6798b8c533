// A JSON POST that reports how much of its body has gone up: the builder's picture upload shows
// it. fetch cannot report upload progress over HTTP/1.1 (a streamed request body needs HTTP/2,
// which is also what ky's onUploadProgress relies on), so this one call uses XMLHttpRequest.

export interface UploadResult {
  data: unknown;
  status: number;
}

export interface UploadRequest {
  url: string;
  json: unknown;
  headers: Record<string, string>;
  /** From 0 to 1 as the body is sent. */
  onUploadProgress: (fraction: number) => void;
  timeoutMs: number;
}

/** Resolves with the parsed body (undefined when it is not JSON) and status; rejects when nothing came back. */
export function postWithProgress(request: UploadRequest): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    xhr.timeout = request.timeoutMs;
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) request.onUploadProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText) as unknown;
      } catch {
        data = undefined;
      }
      resolve({ data, status: xhr.status });
    });
    const fail = () => reject(new TypeError('The upload did not reach the server.'));
    xhr.addEventListener('error', fail);
    xhr.addEventListener('timeout', fail);
    xhr.addEventListener('abort', fail);
    xhr.send(JSON.stringify(request.json));
  });
}
