package dev.shutter.adapters.http.admin;

import com.fasterxml.jackson.annotation.JsonProperty;

/** {@code {"grace_seconds": 86400}}: how long the old secret still counts; absent or 0 ends it at once. */
record RotateBody(@JsonProperty("grace_seconds") Long graceSeconds) {}
