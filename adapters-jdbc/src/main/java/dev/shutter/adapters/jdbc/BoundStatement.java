package dev.shutter.adapters.jdbc;

/** A statement and its parameters, to run alone or inside another. */
record BoundStatement(String text, Object[] params) {}
