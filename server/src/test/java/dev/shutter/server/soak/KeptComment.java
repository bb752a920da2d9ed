package dev.shutter.server.soak;

/** A comment a soak thread keeps; {@code id} as listed. */
record KeptComment(String id, String media, String author, String text) {}
