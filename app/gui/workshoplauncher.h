#pragma once

#include <QObject>

#include <functional>

// Relays Main.qml's workshopRequested() signal (a QML signal has no member-function pointer
// to connect a lambda to) to the function that shows the Workshop window.
class WorkshopLauncher : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;
    std::function<void()> open;

public slots:
    void show()
    {
        if (open)
            open();
    }
};
