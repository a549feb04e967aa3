#pragma once

// Shared by the text-fit tests (tests/qml/tst_text_fits for Qt's file dialogs,
// tests/editor/tst_editor_text_fits for the Workshop): which Widgets' texts do not fit.

#include <QAbstractButton>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QStringList>
#include <QStyle>
#include <QTabBar>
#include <QWidget>

#include <algorithm>

namespace widgetfit {

// The Widgets whose text is wider (or, wrapped, taller) than the widget under `root`:
// labels, buttons, group boxes' titles and tabs.
inline QStringList cutWidgets(QWidget *root)
{
    QStringList problems;
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *w : widgets) {
        if (!w->isVisible() || w->width() <= 0)
            continue;
        const QString where =
            QString::fromLatin1(w->metaObject()->className()) +
            (w->objectName().isEmpty() ? QString() : QLatin1Char('/') + w->objectName());
        if (auto *label = qobject_cast<QLabel *>(w)) {
            if (label->text().trimmed().isEmpty() || !label->pixmap().isNull())
                continue;
            if (label->wordWrap()) {
                const int needed = label->heightForWidth(label->width());
                if (needed > label->height() + 1)
                    problems << QStringLiteral("%1 taller (%2) than its box (%3): \"%4\"")
                                    .arg(where)
                                    .arg(needed)
                                    .arg(label->height())
                                    .arg(label->text());
            } else if (label->minimumSizeHint().width() > label->width() + 1) {
                problems << QStringLiteral("%1 wider (%2) than its box (%3): \"%4\"")
                                .arg(where)
                                .arg(label->minimumSizeHint().width())
                                .arg(label->width())
                                .arg(label->text());
            }
        } else if (auto *button = qobject_cast<QAbstractButton *>(w)) {
            if (button->text().trimmed().isEmpty())
                continue;
            // What the style asks for the text (and icon); a push button's size hint has a
            // least width of its own (80 in Fusion) that says nothing about its text.
            int needed = button->sizeHint().width();
            if (qobject_cast<QPushButton *>(button)) {
                const QStyle *style = button->style();
                const int text = button->fontMetrics().horizontalAdvance(
                    button->text().remove(QLatin1Char('&')));
                const int icon = button->icon().isNull() ? 0 : button->iconSize().width() + 4;
                needed =
                    std::min(needed, text + icon + 2 * style->pixelMetric(QStyle::PM_ButtonMargin) +
                                         2 * style->pixelMetric(QStyle::PM_DefaultFrameWidth));
            }
            if (needed > button->width() + 1)
                problems << QStringLiteral("%1 wider (%2) than its box (%3): \"%4\"")
                                .arg(where)
                                .arg(needed)
                                .arg(button->width())
                                .arg(button->text());
        } else if (auto *group = qobject_cast<QGroupBox *>(w)) {
            const int needed = group->fontMetrics().horizontalAdvance(group->title()) + 16;
            if (!group->title().isEmpty() && needed > group->width() + 1)
                problems << QStringLiteral("%1 title wider (%2) than the box (%3): \"%4\"")
                                .arg(where)
                                .arg(needed)
                                .arg(group->width())
                                .arg(group->title());
        } else if (auto *tabs = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                const QString text = tabs->tabText(i).remove(QLatin1Char('&'));
                const int needed = tabs->fontMetrics().horizontalAdvance(text);
                const QRect rect = tabs->tabRect(i);
                // (A tab out of the bar's view is reached with its scroll buttons.)
                if (needed > rect.width())
                    problems << QStringLiteral("%1 tab %2 (%3 wide, needs %4): \"%5\"")
                                    .arg(where)
                                    .arg(i)
                                    .arg(rect.width())
                                    .arg(needed)
                                    .arg(text);
            }
        }
    }
    return problems;
}

} // namespace widgetfit
