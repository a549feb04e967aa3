#include "contrastpalette.h"

#include "appsettings.h"

#include <QApplication>

#include <optional>

namespace starboard::editor {

namespace {

// The application's palette before high contrast went on.
std::optional<QPalette> s_normalPalette;

void apply(bool highContrast)
{
    if (highContrast) {
        if (!s_normalPalette)
            s_normalPalette = QApplication::palette();
        QApplication::setPalette(highContrastPalette());
    } else if (s_normalPalette) {
        QApplication::setPalette(*s_normalPalette);
        s_normalPalette.reset();
    }
}

} // namespace

// Contrast against black: white 21:1, the disabled grey #a6a6a6 8.6:1, the link blue
// #7fd4ff 12.6:1; the selection is black on yellow (#ffd400, 14.5:1). Buttons are a dark
// grey apart from the black window (Fusion draws frames in the window colour, darker,
// which on black is invisible), with white text (13.2:1).
QPalette highContrastPalette()
{
    const QColor black(0x00, 0x00, 0x00);
    const QColor white(0xff, 0xff, 0xff);
    const QColor button(0x30, 0x30, 0x30);
    const QColor disabled(0xa6, 0xa6, 0xa6);
    const QColor yellow(0xff, 0xd4, 0x00);
    QPalette palette(white, black); // window text, window: derives the other roles
    for (const auto group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        const bool off = group == QPalette::Disabled;
        palette.setColor(group, QPalette::Window, black);
        palette.setColor(group, QPalette::WindowText, off ? disabled : white);
        palette.setColor(group, QPalette::Base, black);
        palette.setColor(group, QPalette::AlternateBase, QColor(0x1c, 0x1c, 0x1c));
        palette.setColor(group, QPalette::Text, off ? disabled : white);
        palette.setColor(group, QPalette::PlaceholderText, disabled);
        palette.setColor(group, QPalette::Button, button);
        palette.setColor(group, QPalette::ButtonText, off ? disabled : white);
        palette.setColor(group, QPalette::BrightText, yellow);
        palette.setColor(group, QPalette::Light, white);
        palette.setColor(group, QPalette::Midlight, QColor(0xc0, 0xc0, 0xc0));
        palette.setColor(group, QPalette::Mid, QColor(0x80, 0x80, 0x80));
        palette.setColor(group, QPalette::Dark, white);
        palette.setColor(group, QPalette::Shadow, white);
        palette.setColor(group, QPalette::Highlight, off ? disabled : yellow);
        palette.setColor(group, QPalette::HighlightedText, black);
        palette.setColor(group, QPalette::Link, QColor(0x7f, 0xd4, 0xff));
        palette.setColor(group, QPalette::LinkVisited, QColor(0xe0, 0xa8, 0xff));
        palette.setColor(group, QPalette::ToolTipBase, black);
        palette.setColor(group, QPalette::ToolTipText, white);
    }
    return palette;
}

void followHighContrast(AppSettings *settings)
{
    apply(settings->highContrast());
    QObject::connect(settings, &AppSettings::highContrastChanged, settings,
                     [settings] { apply(settings->highContrast()); });
}

} // namespace starboard::editor
