#!/usr/bin/python3
"""A WebKitGTK window without toolbars, for WebKitWebDriver to drive at a phone's width.

Debian's MiniBrowser cannot be narrower than 447 px; a bare window around a web view can be
375 px. WebKitWebDriver starts this with --automation and asks it for web views.
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

WIDTH, HEIGHT = 375, 740
context = WebKit2.WebContext.get_default()
context.set_automation_allowed("--automation" in sys.argv)


def in_window(view):
    window = Gtk.Window()
    window.set_default_size(WIDTH, HEIGHT)
    window.add(view)
    window.show_all()
    return window


def open_from_page(view, _action):
    """window.open: a window of its own beside the first, sharing its process (the two-tab journey)."""
    opened = WebKit2.WebView(related_view=view, is_controlled_by_automation=True)
    opened.connect("ready-to-show", in_window)
    opened.connect("close", lambda closing: closing.get_toplevel().destroy())
    return opened


def create_web_view(_session):
    view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True)
    view.connect("create", open_from_page)
    in_window(view).connect("destroy", lambda _window: Gtk.main_quit())
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("narrow-browser")
    # WebDriver reports this as the browser's version: WebKit's own.
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect("create-web-view", create_web_view)


context.connect("automation-started", automation_started)
Gtk.main()
