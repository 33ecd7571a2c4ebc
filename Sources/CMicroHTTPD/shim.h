// GNU libmicrohttpd for Swift: the header and stand-ins for the calls Swift cannot make itself
// (C variadic functions and macros that do not import). Nothing else belongs here.
#ifndef FEED_CMICROHTTPD_SHIM_H
#define FEED_CMICROHTTPD_SHIM_H

#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netdb.h>
#include <netinet/in.h>
#include <microhttpd.h>

/// The type of MHD_OPTION_URI_LOG_CALLBACK's function, which microhttpd.h does not name: it gets the request's URI
/// before the query is parsed, and what it returns becomes the request's state (`req_cls`).
typedef void *(*feed_mhd_uri_logger)(void *context, const char *uri, struct MHD_Connection *connection);

/// MHD_start_daemon with the options the preview server uses; `address` fixes the interface and port (0 = any
/// free port). `context` is passed to the callbacks.
static inline struct MHD_Daemon *feed_mhd_start(
    unsigned int flags, const struct sockaddr *address, MHD_AccessHandlerCallback handler,
    MHD_RequestCompletedCallback completed, feed_mhd_uri_logger uriLogger, void *context,
    unsigned int connectionLimit, unsigned int timeoutSeconds) {
    return MHD_start_daemon(
        flags, 0, NULL, NULL, handler, context,
        MHD_OPTION_SOCK_ADDR, address,
        MHD_OPTION_CONNECTION_LIMIT, connectionLimit,
        MHD_OPTION_CONNECTION_TIMEOUT, timeoutSeconds,
        MHD_OPTION_NOTIFY_COMPLETED, completed, context,
        MHD_OPTION_URI_LOG_CALLBACK, uriLogger, context,
        MHD_OPTION_END);
}

/// The port the daemon listens on (the one the kernel chose when asked for port 0); 0 when unknown.
static inline uint16_t feed_mhd_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/// The client's numeric address (`127.0.0.1`, `::1`) into `out`; 0 on success. MHD_get_connection_info is
/// variadic, so Swift cannot call it.
static inline int feed_mhd_client_address(struct MHD_Connection *connection, char *out, size_t size) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (info == NULL || info->client_addr == NULL) return -1;
    socklen_t length = info->client_addr->sa_family == AF_INET6 ? sizeof(struct sockaddr_in6)
                                                                : sizeof(struct sockaddr_in);
    return getnameinfo(info->client_addr, length, out, size, NULL, 0, NI_NUMERICHOST);
}

/// MHD_CONTENT_READER_END_OF_STREAM: a streamed response ends cleanly.
static inline ssize_t feed_mhd_end_of_stream(void) { return MHD_CONTENT_READER_END_OF_STREAM; }

/// MHD_SIZE_UNKNOWN: a streamed response of unknown length (sent chunked).
static inline uint64_t feed_mhd_size_unknown(void) { return MHD_SIZE_UNKNOWN; }

#endif
