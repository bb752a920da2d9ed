package dev.shutter.server.soak;

/** A user in the soak's relationships, with a token and a media of their own. */
record Member(String id, String token, boolean isPrivate, String media) {}
