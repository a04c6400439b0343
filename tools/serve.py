#!/usr/bin/env python3
"""Serve ``build/site/`` over HTTP (standard library only).

    python tools/serve.py                 # http://127.0.0.1:8000/
    HOST=0.0.0.0 python tools/serve.py    # reachable from a phone on the same network
    PORT=8080 python tools/serve.py [DIRECTORY]

Service workers (offline use, installation) need a secure context: http://localhost and
http://127.0.0.1 count as secure, a LAN address such as http://192.168.1.20:8000 does not, so
a phone on the LAN can use the app online but will not install it or keep it offline. Use an
HTTPS host for that (see the README).

Tests import ``make_server(root, host, port)`` and run it in a thread (``serve_in_thread``).
"""

from __future__ import annotations

import functools
import os
import socket
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SITE = ROOT / "build" / "site"

# Explicit types: Pyodide's .wasm must be application/wasm (instantiateStreaming refuses any
# other type and the boot stalls) and .mjs must be JavaScript (module scripts are checked).
MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".wasm": "application/wasm",
    ".map": "application/json",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".zip": "application/zip",
    ".py": "text/plain; charset=utf-8",
    ".png": "image/png",
    ".svg": "image/svg+xml",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
}

NO_CACHE = {"service-worker.js"}


class SiteHandler(SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **SimpleHTTPRequestHandler.extensions_map,
        **MIME_TYPES,
        "": "application/octet-stream",
    }
    quiet = False
    isolate = True

    def end_headers(self) -> None:
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if path.rsplit("/", 1)[-1] in NO_CACHE:
            self.send_header("Cache-Control", "no-cache")
        # Cross-origin isolated: the page shares no process with another site's, and Pyodide
        # may use SharedArrayBuffer without Chromium's deprecation warning.
        if self.isolate:
            self.send_header("Cross-Origin-Opener-Policy", "same-origin")
            self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        shown = "127.0.0.1" if host in ("0.0.0.0", "") else host
        return f"http://{shown}:{port}/"


def make_server(
    root: str | os.PathLike = DEFAULT_SITE,
    host: str = "127.0.0.1",
    port: int = 8000,
    quiet: bool = False,
    mime_types: dict[str, str] | None = None,
    isolate: bool = True,
) -> SiteServer:
    """A server for ``root`` bound to ``host:port`` (port 0 picks a free one); not yet serving.

    ``mime_types`` overrides types by suffix (tests use it to mimic a misconfigured host);
    ``isolate=False`` sends no COOP/COEP headers (as a static host such as GitHub Pages).
    """
    root = Path(root)
    if not root.is_dir():
        raise FileNotFoundError(f"{root} does not exist: run `make build` first")
    attrs = {"quiet": quiet, "isolate": isolate}
    if mime_types:
        attrs["extensions_map"] = {**SiteHandler.extensions_map, **mime_types}
    handler = functools.partial(type("Handler", (SiteHandler,), attrs), directory=str(root))
    return SiteServer((host, port), handler)


def serve_in_thread(server: SiteServer) -> threading.Thread:
    """Start ``server`` in a daemon thread; stop it with ``server.shutdown(); server.server_close()``."""
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    return thread


def lan_address() -> str | None:
    """This machine's address on its local network (a UDP "connect" sends no packet)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
            sock.connect(("10.255.255.255", 1))
            address = sock.getsockname()[0]
    except OSError:
        return None
    return None if address.startswith("127.") else address


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    root = Path(argv[0]) if argv else DEFAULT_SITE
    host = os.environ.get("HOST", "127.0.0.1")
    port = int(os.environ.get("PORT", "8000"))
    try:
        server = make_server(root, host, port)
    except FileNotFoundError as err:
        print(err, file=sys.stderr)
        return 1
    print(
        f"serving {root} at {server.url}"
        + (" (all interfaces)" if host in ("0.0.0.0", "::", "") else "")
    )
    if host in ("0.0.0.0", "::", ""):
        print(
            f"a phone on this network can open http://{lan_address() or '<this machine LAN address>'}:{port}/ "
            "(online use only: offline use and installation need HTTPS or localhost)"
        )
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
