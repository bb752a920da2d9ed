package dev.shutter.adapters.http.api;

import java.util.Map;

/** A request over HTTP: method, path after /v1, parameters (the token among them). */
record V1Request(String method, String path, Map<String, String> parameters) {}
